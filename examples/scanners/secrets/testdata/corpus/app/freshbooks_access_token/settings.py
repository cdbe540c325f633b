import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

FRESHBOOKS_ACCESS_TOKEN = "7rxtcn1j5csf8lb2u4p03bc6ruhkuwqv5vw9niwdcxcjyeiykfkqxwqqbwr9a8uy"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
