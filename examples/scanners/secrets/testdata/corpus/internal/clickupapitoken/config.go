package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":          "https://api.acme.dev/v2",
	"clickup_api_token": "pk_134187841_F1X0AOUTCV39SI8YJIK4MTEAEDBU05Y8",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
