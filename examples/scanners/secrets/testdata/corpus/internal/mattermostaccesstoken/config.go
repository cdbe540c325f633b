package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"mattermost_access_token": "i6z9m5hvcvg629w9mcubny0svw",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
