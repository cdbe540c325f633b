import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

NETLIFY_ASSIGNED_TOKEN = "XxBTfYp=vnMcMyV4THdmemD8b=8Uti6jOHQ8DGPDAQOf3h"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
