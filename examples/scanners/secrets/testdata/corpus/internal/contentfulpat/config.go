package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":       "https://api.acme.dev/v2",
	"contentful_pat": "CFPAT-KpDtInmqwiXZ_1PJm6h1m2HlZQu6_Qo_4HEZkOsDrZm",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
