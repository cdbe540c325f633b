import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GITTER_ACCESS_TOKEN = "v4mwqwr_9uxrjrs2edua9668_id-4omzdxyp35--"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
