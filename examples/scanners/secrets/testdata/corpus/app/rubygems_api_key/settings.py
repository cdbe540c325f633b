import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

RUBYGEMS_API_KEY = "rubygems_ed06f6867ee478df2e57a67a35ec201eb4197b12e9b1aac7"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
