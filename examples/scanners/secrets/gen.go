package main

//go:generate go run ./corpus/gen -out testdata/corpus
