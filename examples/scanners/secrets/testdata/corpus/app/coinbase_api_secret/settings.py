import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

COINBASE_API_SECRET = "xoN4SRpR1SAleVETPq_99YAHsYCHsbtdwasa2iDsq1xhUmNpmju8LYVN8MmWgLNt"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
