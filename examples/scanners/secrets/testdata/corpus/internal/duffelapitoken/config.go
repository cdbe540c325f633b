package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":         "https://api.acme.dev/v2",
	"duffel_api_token": "duffel_live_d4ljLZBWxWrp_DE--HpLMddIWFLdhIFFmD6GgQt4Nzj",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
