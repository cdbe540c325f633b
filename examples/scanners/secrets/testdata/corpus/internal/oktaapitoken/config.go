package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"okta_api_token": "00bp0VfB_Fzrj8jkWy9hPR8Dv7ZnH4Lj_QX5MLcIce",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
