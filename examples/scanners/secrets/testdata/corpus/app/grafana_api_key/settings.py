import os

DEBUG = False
ALLOWED_HOSTS = ["api.acme.dev"]
TIME_ZONE = "UTC"

GRAFANA_API_KEY = "eyJrIjoibaFnJ5aXgz38JbxNCHwz7ttOVdD3iCQ9fJcsW3XyvW9irAfmpbugWuqe5KhO33Kr0o1kVRuL1GEwdZKtfDTM6HZlW5tT96orRnwitPP66mfu137M8T51ZOjIYEYWVnnYpHzVpIlumUzdNi5GXezj2CIqJB5a5flSIkazf8xYUFefMhTzx3CIqxoI4u3CNjubUVMcS2oZpbV6tzrFIows5s0586UUych5oIeeFRr6vtYBhc56k8xzfON8dZBoe5EzQvaok2XUfg35hRZUt1ILlaijVDPFux6lzEODxDsd9ETqz2ea2UqoM5kSsUUGnxfbMgiJ6roPENyXqVQBVgrCv"

CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache"}}
