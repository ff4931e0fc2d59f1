<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE tileset SYSTEM "http://mapeditor.org/dtd/1.0/map.dtd">
<tileset version="1.10" name="walls" tilewidth="16" tileheight="16" tilecount="9" columns="3">
 <image source="walls.png" width="48" height="48"/>
 <tile id="1"><properties><property name="wall" type="bool" value="false"/></properties></tile>
 <tile id="2"><properties><property name="wall" type="bool" value="true"/></properties></tile>
</tileset>
