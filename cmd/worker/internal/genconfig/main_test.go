package main

import (
	"os"
	"testing"

	"github.com/sluicehq/sluice/internal/config"
	"github.com/sluicehq/sluice/internal/modules"
)

// TestGeneratedFilesCurrent checks that the committed worker.toml and the
// generated tables of docs/configuration.md, plugin tables included (the
// tests of internal/config see no plugins), are what the declarations of the
// plugins built in generate.
func TestGeneratedFilesCurrent(t *testing.T) {
	ref, err := config.Reference(modules.List(""))
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile("../../../../worker.toml")
	if err != nil {
		t.Fatal(err)
	}
	if string(ref) != string(committed) {
		t.Error("worker.toml differs from the generator's output (run make generate)")
	}
	page, err := os.ReadFile("../../../../docs/configuration.md")
	if err != nil {
		t.Fatal(err)
	}
	got, err := config.UpdateDocs(string(page), modules.List(""))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(page) {
		t.Error("docs/configuration.md: a generated table differs from the declarations (run make generate)")
	}
}
