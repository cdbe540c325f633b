package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":    "https://api.acme.dev/v2",
	"xai_api_key": "xai-4F8vlMTuzVcrYLwhLYAHRmOOOPBeFCx18EwaoaLPTn2RJmUZzy7It1xD3uopvxUK8DXgqY1IewmJWFua",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
