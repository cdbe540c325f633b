// Package all links every plugin into the worker. Import it for its side
// effects: each plugin registers itself with core/registry from init().
//
// Adding a plugin is one new folder under plugins/ and one line here;
// plugins/plugins_test.go fails when a plugin folder is missing from this
// list.
package all

import (
	_ "github.com/sluicehq/sluice/plugins/backend/goplugin"
	_ "github.com/sluicehq/sluice/plugins/backend/subprocess"
	_ "github.com/sluicehq/sluice/plugins/backend/wasm"
	_ "github.com/sluicehq/sluice/plugins/preparer/archive"
	_ "github.com/sluicehq/sluice/plugins/preparer/git"
	_ "github.com/sluicehq/sluice/plugins/preparer/path"
	_ "github.com/sluicehq/sluice/plugins/transport/http"
	_ "github.com/sluicehq/sluice/plugins/transport/local"
	_ "github.com/sluicehq/sluice/plugins/transport/nats"
)
