import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

DROPBOX_LONG_LIVED_TOKEN = "s0ydyud8uteAAAAAAAAAAvUbDGvifgP77OA-eNjX_b_hVLEHRt6jRFj1YvEu4=wG"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
