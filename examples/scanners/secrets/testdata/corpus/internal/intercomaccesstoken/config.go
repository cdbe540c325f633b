package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":              "https://api.acme.dev/v2",
	"intercom_access_token": "03FScBTOfKqHkoJeE2NxxlCZ8hLq1TRmy6KDCYBfSJI3nOOk9dg-iSQvzjbT",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
