import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SUMOLOGIC_ACCESS_KEY = "BD5mzpBYMuYDtBn1eEKQ0BA6ci68RzOMBVyOfa6ZBzTxbsFPpCRbpnRnIeg5GxBq"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
