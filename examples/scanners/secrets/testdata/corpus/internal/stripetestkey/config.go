package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"stripe_test_key": "sk_test_KPZoHB50yWvbnN2pcV4z3z4ObQsyXOMOC85xYIhBSZ9kcVABv995x5mZzcWbAKIvOiuuiHNluUBHKCpRaKW",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
