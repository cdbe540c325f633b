import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

EASYPOST_API_KEY = "EZAKgb53GuUAKeMS5TbsL8DjHP4adQNeheJv9UFrxg2MLI6ZFSoKlvliXi"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
