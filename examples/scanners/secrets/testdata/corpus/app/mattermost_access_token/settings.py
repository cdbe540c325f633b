import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

MATTERMOST_ACCESS_TOKEN = "b9f7oa659436lr21jmkthpgxxc"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
