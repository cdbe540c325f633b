import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "5r9rfgliqjzijb6kh14ibm4itg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
