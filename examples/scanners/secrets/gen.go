package main

//go:generate go run ./corpus/gen -out testdata/corpus
//go:generate go run ./internal/ruledoc/gen -doc ../../../docs/secrets-scanner.md
