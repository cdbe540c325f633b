import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_USER_API_KEY = "NRAK-4WGVSIZCJY863458NC1BLK9FH01"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
