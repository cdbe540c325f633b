import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_USER_API_KEY = "NRAK-XCM7318XDOJXDVG9ZIIX1SZ967F"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
