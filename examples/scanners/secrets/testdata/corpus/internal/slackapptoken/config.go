package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"slack_app_token": "xapp-1-AJ235NU2HUR-3447283729650-5c9b0ab9bc92971fe2a2b5a81962fa93082eb7021ca1cddeacac558c004a885d",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
