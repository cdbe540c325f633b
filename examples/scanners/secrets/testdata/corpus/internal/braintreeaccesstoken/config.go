package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"braintree_access_token": "access_token$production$xzrn041t7tm0a0wn$aee97c3e02e32fd51d267b5599c3bf4a",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
