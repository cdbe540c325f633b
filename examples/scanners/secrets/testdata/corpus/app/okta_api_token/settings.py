import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

OKTA_API_TOKEN = "00qK8gHjGmwAKMHyAdrOYAi_1v-RgfL34K52XvZH8o"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
