package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":           "https://api.acme.dev/v2",
	"scalingo_api_token": "tk-us-hrpMIaZtcrnz38k2aDRdLbxBqp4CxOiLQVf8qmLEeGS0Sdng",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
