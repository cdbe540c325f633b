package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_config_refresh_token": "xoxe-6-BIsnvzPzqCGPPPMLQBvvyJq62F03aL5j3vpWnhSpE7OzAJXc2OCkYWPuwHK44OF7lUyGmqaTClrrmBGNOCxoIgNAlq1DGdifVQXeyjcR1E7TKljose1BsovvmxfMeZ6lu3YOlaj7jwArJ3HeF5",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
