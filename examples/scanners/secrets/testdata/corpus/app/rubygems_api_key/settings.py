import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RUBYGEMS_API_KEY = "rubygems_6e8b0bee8004bbe7810fb4fa15ceaeadb13c5e372377819c"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
