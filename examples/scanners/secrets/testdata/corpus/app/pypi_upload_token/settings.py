import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

PYPI_UPLOAD_TOKEN = "pypi-AgEIcHlwaS5vcmcCAQACIBxQtteydshgSknKVPITHFD6G2F7JM7fr-o74QKwCs98jCYCjA9p8fdZvC5cpXxmRI5vRhla8M5jm1oVGdA6m8RF6JJKK8RxyspxJo49M4tEBytUkaaghThMqbopksLueDNKbkfn14_Sw38eEli_o4aMBDuMxaeOqg"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
