import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_BROWSER_KEY = "NRJS-41d039169df67114898"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
