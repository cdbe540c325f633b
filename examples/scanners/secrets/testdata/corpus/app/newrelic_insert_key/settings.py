import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NEWRELIC_INSERT_KEY = "NRII-UFjPHsDKgJZTdi9aPdlJqGFv7IpHZGTG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
