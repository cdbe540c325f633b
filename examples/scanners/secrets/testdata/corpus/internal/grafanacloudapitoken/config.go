package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                "https://api.acme.dev/v2",
	"grafana_cloud_api_token": "glc_eqlfkiLagI9W3f7TVUPdzmA+q56FpdyoVqsVf+=",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
