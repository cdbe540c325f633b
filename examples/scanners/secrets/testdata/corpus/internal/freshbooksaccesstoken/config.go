package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"freshbooks_access_token": "llkj87ecr8c4rzyno8iwcvej2zpfyl9vlhutevx9d3rbts1r6k6442tgwwzohnya",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
