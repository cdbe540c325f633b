package config

import "time"

// Defaults for the integration.
var Defaults = map[string]string{
	"endpoint":                       "https://api.acme.dev/v2",
	"aws_bedrock_short_term_api_key": "bedrock-api-key-YmVkcm9jay5hbWF6b25hd3MuY29tC4snDFc3vVAr529q8+R5eG7ioiOo401czvYfjywoMZyzb1Cp0WeXRjSgXOISm8/Eoy3wbKEzjhz1eVP7kjlm2pvmiFqYpDsTXtdnoZCbcRZ60dj5ANsA1HyPV//7tZ+hKp1x+s12rZg4jdHSBn2Q/l+KbQ2EdZvJMqSWOQgOWWnxmJb2i3UwSu9f+9IkWLRWOi8GAGMKlDDkIYdcmgNRL2vgbUjWdXeVgFDD1KFTetqlKhNEZEcaXa27aEoWfqB0ZbdduCpFqqM6oYpfDJO7IRarhRZnD3Y4qUViyedAYSEopaDZPqGwbvVEpC+1/4BMJgDHZhv7WGQc5qjbLlOnqs58NwBaaWXkFLLFVDADsO4hEiIGHLGgo98FzcBQb8AAB7E5yB+wY/P8huQomRXuSdVmBAW7+yoGT51ZVDWGAl564gXlsde8dZ7V3OywynhRUtmCzP44Kz0vD5SXH5zLufOQ8aOC+4uFAfrkURnioVMem5xXAfT3J235fjtjyH1fbdjuKuNyqH6L6VbgLo2w21G+94N1AaRRv8xkWSoxm4UcGrITLkskfEEKHf9Z2Y+vnvsidm76SJjegHAmpyH9z/4YcOq40VjrAC/C9iNDXWiif99MpfOzDwdnqsggZeVHemE3gQR4VAcQOlYhJMcSeMv15fjS3xr5H25CWCJ75to7Nezxedz/qeUHhYVwGHNfb7T0mhxG0Dn0i6gu9f5bDsBaag",
}

// Timeout bounds each call.
const Timeout = 10 * time.Second
