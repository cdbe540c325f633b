package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":               "https://api.acme.dev/v2",
	"braintree_access_token": "access_token$production$w2et9ll8a0mfok8b$990651696f78ccc3f483ddf63b4f1426",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
