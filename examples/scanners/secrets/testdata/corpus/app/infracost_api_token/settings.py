import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

INFRACOST_API_TOKEN = "ico-mzAJ3g8UHgDp0qjCDXbAoYLclrxJOUzp"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
