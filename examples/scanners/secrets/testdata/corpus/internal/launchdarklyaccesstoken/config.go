package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                  "https://api.acme.dev/v2",
	"launchdarkly_access_token": "P3XfUeF7tbo9NKUTpnDAjBsQlLKMTRtxUV2aKmsM",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
