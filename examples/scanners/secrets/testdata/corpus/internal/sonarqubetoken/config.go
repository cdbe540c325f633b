package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":        "https://api.acme.dev/v2",
	"sonarqube_token": "sqa_b295d3860bdaa67b78698e9219a21afe27b6f0e1",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
