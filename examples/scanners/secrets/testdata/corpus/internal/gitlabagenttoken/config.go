package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"gitlab_agent_token": "glagent-whY2bkwtX3BieED3XGdo3X7IErERXPbcNUkvXsfIn7B7Ox1IXj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
