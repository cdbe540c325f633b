package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                   "https://api.acme.dev/v2",
	"slack_config_refresh_token": "xoxe-5-XULFZGJU09FQY79DLRZ2X278I1KJEIDCKDL9Y68NK4M9UEUOFSRGL5GJ7KQMA4JAN1526B4T7LNOEWOCBHVWRL5ZPR1OWIQQSNZTZ8VCZ0LBXUGZDABBZ10ZJD2H0502DUPURN85OYCPG9T7Q6",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
