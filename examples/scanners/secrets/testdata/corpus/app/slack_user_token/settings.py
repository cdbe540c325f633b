import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

SLACK_USER_TOKEN = "xoxp-033668735759-350492914371-6351344946123-ff5edfb45ea1b038c1922fb5f5c6a852"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
