import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

README_API_KEY = "rdme_z6zdbat7o77ew9dnu322hd7d8tj0xjiame4yvrpc2s0bhoyo2n849qwhqrhrpuva6rk6fo"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
