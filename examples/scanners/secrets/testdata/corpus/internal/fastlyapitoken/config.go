package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"fastly_api_token": "g5Jh1SIIThFrDrSQRQrV06RnljR4psvb",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
