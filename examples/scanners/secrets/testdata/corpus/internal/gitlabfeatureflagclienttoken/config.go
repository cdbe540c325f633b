package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                         "https://api.acme.dev/v2",
	"gitlab_feature_flag_client_token": "glffct-MEFcLd51myVtK35iyzY0",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
