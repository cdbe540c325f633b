package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"slack_bot_token": "xoxb-545306616309-9821159451774-wNV3n6uJISJgyTVxLFnNijOP",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
