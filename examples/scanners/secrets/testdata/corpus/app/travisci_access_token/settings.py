import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

TRAVISCI_ACCESS_TOKEN = "rjBmW9lGmPSaWjXzWWJAYU"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
