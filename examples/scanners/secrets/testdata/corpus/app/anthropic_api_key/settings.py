import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

ANTHROPIC_API_KEY = "sk-ant-api03-kjoNgXRsMjb48DBrWQ0nonza6kYI9k2HA-VU9Ro9nDLMiTsAMRUnKqTuJivTLn_ENRmZat7fu0dDEIGj4H2RPioEBTH69AA"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
