# Writes the bash completion: sudoku.bash-completion.in with the binary's
# option tables (`SUDOKU --completion-table`) in place of
# @SUDOKU_COMPLETION_TABLE@. Run by the build: cmake -DSUDOKU=...
# [-DEMULATOR=...] -DIN=... -DOUT=... -P completion.cmake
execute_process(COMMAND ${EMULATOR} ${SUDOKU} --completion-table
  OUTPUT_VARIABLE SUDOKU_COMPLETION_TABLE RESULT_VARIABLE status)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "${SUDOKU} --completion-table failed: ${status}")
endif()
string(STRIP "${SUDOKU_COMPLETION_TABLE}" SUDOKU_COMPLETION_TABLE)
configure_file(${IN} ${OUT} @ONLY)
