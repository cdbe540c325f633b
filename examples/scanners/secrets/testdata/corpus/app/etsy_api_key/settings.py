import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ETSY_API_KEY = "3sx9cr11ejc3uocl2c79v535"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
