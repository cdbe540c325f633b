import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "21ty3brylmos0ccv3smy4ayr74"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
